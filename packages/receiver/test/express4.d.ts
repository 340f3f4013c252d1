// express 4 is installed under an alias (npm:express@4) for the adapter suite; @types/express
// describes express 5, whose surface these tests use (express(), json(), all()) is the same.
declare module 'express4' {
  import express from 'express';
  export default express;
}
