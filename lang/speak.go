package lang

// Speaker says things in the language: every answer template.
type Speaker interface{}
