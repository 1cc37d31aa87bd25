/** The landing screens use the shared icon set at its default size. */
export * from '../../app/ui/icons';
