// The label XML the local label service prints (administration §7 PrintLabel labelXml), built from the
// same LabelText as the PDF. Stub: the label printer helper builds it.
export {};
