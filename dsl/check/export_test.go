package check

// CompareGolden compares diagnostics with a golden file, for the
// package's external tests (-update rewrites it).
var CompareGolden = compareGolden
