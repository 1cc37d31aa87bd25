/** What other features use of the price book (issue 13). */
export { FromPriceBook, type PriceBookLine } from './FromPriceBook';
export { PriceListButton, priceBookQuoteFrom } from './PriceListDialog';
