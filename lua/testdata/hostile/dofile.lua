-- Run a file from disk.
function resolve(ctx)
  dofile("/etc/passwd")
end
