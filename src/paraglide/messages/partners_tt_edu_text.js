/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Edu_TextInputs */

const en_partners_tt_edu_text = /** @type {(inputs: Partners_Tt_Edu_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History, culture and the arts for schools, colleges and study groups.`)
};

const es_partners_tt_edu_text = /** @type {(inputs: Partners_Tt_Edu_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia, cultura y arte para escuelas, universidades y grupos de estudio.`)
};

const fr_partners_tt_edu_text = /** @type {(inputs: Partners_Tt_Edu_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire, culture et arts pour les écoles, universités et groupes d’étude.`)
};

/**
* | output |
* | --- |
* | "History, culture and the arts for schools, colleges and study groups." |
*
* @param {Partners_Tt_Edu_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_edu_text = /** @type {((inputs?: Partners_Tt_Edu_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Edu_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_edu_text(inputs)
	if (locale === "fr") return fr_partners_tt_edu_text(inputs)
	return en_partners_tt_edu_text(inputs)
});