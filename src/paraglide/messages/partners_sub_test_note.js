/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_Test_NoteInputs */

const en_partners_sub_test_note = /** @type {(inputs: Partners_Sub_Test_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` On this machine that is the local test checkout: test payments, no money moves.`)
};

const es_partners_sub_test_note = /** @type {(inputs: Partners_Sub_Test_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` En este equipo es el pago de prueba local: pagos de prueba, sin mover dinero.`)
};

const fr_partners_sub_test_note = /** @type {(inputs: Partners_Sub_Test_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Sur cette machine, c’est le paiement de test local : des paiements fictifs, sans aucun mouvement d’argent.`)
};

/**
* | output |
* | --- |
* | "On this machine that is the local test checkout: test payments, no money moves." |
*
* @param {Partners_Sub_Test_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_test_note = /** @type {((inputs?: Partners_Sub_Test_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_Test_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_test_note(inputs)
	if (locale === "fr") return fr_partners_sub_test_note(inputs)
	return en_partners_sub_test_note(inputs)
});