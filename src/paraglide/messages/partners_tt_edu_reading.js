/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Edu_ReadingInputs */

const en_partners_tt_edu_reading = /** @type {(inputs: Partners_Tt_Edu_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-visit reading lists and discussion questions`)
};

const es_partners_tt_edu_reading = /** @type {(inputs: Partners_Tt_Edu_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas previas a la visita y preguntas para el debate`)
};

const fr_partners_tt_edu_reading = /** @type {(inputs: Partners_Tt_Edu_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliographies et questions de discussion avant la visite`)
};

/**
* | output |
* | --- |
* | "Pre-visit reading lists and discussion questions" |
*
* @param {Partners_Tt_Edu_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_edu_reading = /** @type {((inputs?: Partners_Tt_Edu_ReadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Edu_ReadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_edu_reading(inputs)
	if (locale === "fr") return fr_partners_tt_edu_reading(inputs)
	return en_partners_tt_edu_reading(inputs)
});