/** Numbers tradies write as words ("eight downlights", "twenty grand"), shared by the estimator and the KB parser. */
export const ONE_TO_TWENTY: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** One to twenty plus the tens and "hundred", for amounts like "twenty-five grand". */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ONE_TO_TWENTY,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};
