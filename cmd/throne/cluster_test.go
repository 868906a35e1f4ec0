package main

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// k8sJob is the part of the Kubernetes batch/v1 Job schema that
// examples/cluster/job.yaml uses; decoding with KnownFields rejects any
// field the schema below does not know (a misspelt or misplaced key).
type k8sJob struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Metadata   struct {
		Name string `yaml:"name"`
	} `yaml:"metadata"`
	Spec struct {
		CompletionMode string `yaml:"completionMode"`
		Completions    int    `yaml:"completions"`
		Parallelism    int    `yaml:"parallelism"`
		BackoffLimit   int    `yaml:"backoffLimit"`
		Template       struct {
			Spec struct {
				RestartPolicy string `yaml:"restartPolicy"`
				Containers    []struct {
					Name      string   `yaml:"name"`
					Image     string   `yaml:"image"`
					Command   []string `yaml:"command"`
					Args      []string `yaml:"args"`
					Resources struct {
						Requests map[string]string `yaml:"requests"`
						Limits   map[string]string `yaml:"limits"`
					} `yaml:"resources"`
					VolumeMounts []struct {
						Name      string `yaml:"name"`
						MountPath string `yaml:"mountPath"`
						ReadOnly  bool   `yaml:"readOnly"`
					} `yaml:"volumeMounts"`
				} `yaml:"containers"`
				Volumes []struct {
					Name      string `yaml:"name"`
					ConfigMap *struct {
						Name  string `yaml:"name"`
						Items []struct {
							Key  string `yaml:"key"`
							Path string `yaml:"path"`
						} `yaml:"items"`
					} `yaml:"configMap"`
					PersistentVolumeClaim *struct {
						ClaimName string `yaml:"claimName"`
					} `yaml:"persistentVolumeClaim"`
				} `yaml:"volumes"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

// TestClusterJobManifest checks examples/cluster/job.yaml against the Job
// schema above (kubectl --dry-run=client needs a server for discovery, so
// the check is this one) and its meaning: an Indexed Job whose every pod
// runs one shard, K being the completion index and N the completions, with
// mounts of declared volumes; the command's flags are simulate's.
func TestClusterJobManifest(t *testing.T) {
	src, err := os.ReadFile("../../examples/cluster/job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var job k8sJob
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	if err := dec.Decode(&job); err != nil {
		t.Fatalf("job.yaml does not fit the Job schema: %v", err)
	}
	s := job.Spec
	switch {
	case job.APIVersion != "batch/v1" || job.Kind != "Job" || job.Metadata.Name == "":
		t.Errorf("want a named batch/v1 Job, got %s %s %q", job.APIVersion, job.Kind, job.Metadata.Name)
	case s.CompletionMode != "Indexed" || s.Completions < 1 || s.Parallelism < 1:
		t.Errorf("want an Indexed Job with completions, got %q, %d, %d", s.CompletionMode, s.Completions, s.Parallelism)
	case s.Template.Spec.RestartPolicy != "Never" && s.Template.Spec.RestartPolicy != "OnFailure":
		t.Errorf("a Job's pods restart Never or OnFailure, not %q", s.Template.Spec.RestartPolicy)
	case len(s.Template.Spec.Containers) != 1:
		t.Fatalf("want one container, got %d", len(s.Template.Spec.Containers))
	}
	vols := map[string]bool{}
	for _, v := range s.Template.Spec.Volumes {
		if (v.ConfigMap == nil) == (v.PersistentVolumeClaim == nil) {
			t.Errorf("volume %s: want exactly one source", v.Name)
		}
		vols[v.Name] = true
	}
	c := s.Template.Spec.Containers[0]
	for _, m := range c.VolumeMounts {
		if !vols[m.Name] || !strings.HasPrefix(m.MountPath, "/") {
			t.Errorf("mount %s at %q: no such volume or not an absolute path", m.Name, m.MountPath)
		}
	}
	cmd := strings.Join(append(append([]string(nil), c.Command...), c.Args...), " ")
	want := fmt.Sprintf(`--shard "$JOB_COMPLETION_INDEX/%d"`, s.Completions)
	if !strings.Contains(cmd, want) || !strings.Contains(cmd, "--json") || !strings.Contains(cmd, "part-$JOB_COMPLETION_INDEX.json") {
		t.Errorf("the command must run shard $JOB_COMPLETION_INDEX of %d with --json into its own part file:\n%s", s.Completions, cmd)
	}
	for k := 0; k < s.Completions; k++ {
		if _, err := parseShard(fmt.Sprintf("%d/%d", k, s.Completions)); err != nil {
			t.Errorf("completion index %d: %v", k, err)
		}
	}
	flags := newSimulateCmd(&env{}).Flags()
	for _, f := range regexp.MustCompile(`--([a-z0-9-]+)`).FindAllStringSubmatch(cmd, -1) {
		if flags.Lookup(f[1]) == nil {
			t.Errorf("simulate has no flag --%s", f[1])
		}
	}
}
