/** A label printer failure the worker is shown: its text is one of administration §8's. */
export class LabelPrinterError extends Error {}
