/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Levels_NoteInputs */

const en_partners_levels_note = /** @type {(inputs: Partners_Levels_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prices are per year. Nothing is charged when you apply: we talk with you first.`)
};

const es_partners_levels_note = /** @type {(inputs: Partners_Levels_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los precios son anuales. No se cobra nada al presentar la solicitud: primero hablamos contigo.`)
};

const fr_partners_levels_note = /** @type {(inputs: Partners_Levels_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les tarifs sont annuels. Rien n’est facturé à la candidature : nous échangeons d’abord avec vous.`)
};

/**
* | output |
* | --- |
* | "Prices are per year. Nothing is charged when you apply: we talk with you first." |
*
* @param {Partners_Levels_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_levels_note = /** @type {((inputs?: Partners_Levels_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Levels_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_levels_note(inputs)
	if (locale === "fr") return fr_partners_levels_note(inputs)
	return en_partners_levels_note(inputs)
});