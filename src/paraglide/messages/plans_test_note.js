/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Test_NoteInputs */

const en_plans_test_note = /** @type {(inputs: Plans_Test_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` This is the local test checkout: no money moves.`)
};

const es_plans_test_note = /** @type {(inputs: Plans_Test_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Es el pago de prueba local: no se mueve dinero.`)
};

const fr_plans_test_note = /** @type {(inputs: Plans_Test_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Ceci est le paiement de test local : aucun argent n’est débité.`)
};

/**
* | output |
* | --- |
* | "This is the local test checkout: no money moves." |
*
* @param {Plans_Test_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_test_note = /** @type {((inputs?: Plans_Test_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Test_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_test_note(inputs)
	if (locale === "fr") return fr_plans_test_note(inputs)
	return en_plans_test_note(inputs)
});