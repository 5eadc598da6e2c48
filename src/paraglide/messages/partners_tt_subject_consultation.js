/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Subject_ConsultationInputs */

const en_partners_tt_subject_consultation = /** @type {(inputs: Partners_Tt_Subject_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule a trade consultation`)
};

const es_partners_tt_subject_consultation = /** @type {(inputs: Partners_Tt_Subject_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programar una consulta profesional`)
};

const fr_partners_tt_subject_consultation = /** @type {(inputs: Partners_Tt_Subject_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifier un rendez-vous professionnel`)
};

/**
* | output |
* | --- |
* | "Schedule a trade consultation" |
*
* @param {Partners_Tt_Subject_ConsultationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_subject_consultation = /** @type {((inputs?: Partners_Tt_Subject_ConsultationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Subject_ConsultationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_subject_consultation(inputs)
	if (locale === "fr") return fr_partners_tt_subject_consultation(inputs)
	return en_partners_tt_subject_consultation(inputs)
});