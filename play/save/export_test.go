package save

import "encoding/json"

// ContentHash is the content hash of the saved game b as Write records it
// (for tests that change a field and hash the file again, as a throne with
// other cards would have written it).
func ContentHash(b []byte) (string, error) {
	var sg Game
	if err := json.Unmarshal(b, &sg); err != nil {
		return "", err
	}
	return contentHash(&sg)
}
