package httpapi

// KeptBytes is what the visitors' kept answers may weigh together.
const KeptBytes = keptBytes
