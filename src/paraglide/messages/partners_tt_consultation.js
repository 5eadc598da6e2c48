/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_ConsultationInputs */

const en_partners_tt_consultation = /** @type {(inputs: Partners_Tt_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule Consultation`)
};

const es_partners_tt_consultation = /** @type {(inputs: Partners_Tt_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programar una consulta`)
};

const fr_partners_tt_consultation = /** @type {(inputs: Partners_Tt_ConsultationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prendre rendez-vous`)
};

/**
* | output |
* | --- |
* | "Schedule Consultation" |
*
* @param {Partners_Tt_ConsultationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_consultation = /** @type {((inputs?: Partners_Tt_ConsultationInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_ConsultationInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_consultation(inputs)
	if (locale === "fr") return fr_partners_tt_consultation(inputs)
	return en_partners_tt_consultation(inputs)
});