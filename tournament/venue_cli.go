package tournament

// SnapshotError returns (and forgets) the last snapshot that failed after a
// change made through the venue: by the whole event's Service or by a
// section's.
func (v *Venue) SnapshotError() error {
	if err := v.root.SnapshotError(); err != nil {
		return err
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, s := range v.services {
		if err := s.SnapshotError(); err != nil {
			return err
		}
	}
	return nil
}
