/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Edu_MuseumsInputs */

const en_partners_tt_edu_museums = /** @type {(inputs: Partners_Tt_Edu_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Museum and archive visits booked for you`)
};

const es_partners_tt_edu_museums = /** @type {(inputs: Partners_Tt_Edu_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservamos por ti las visitas a museos y archivos`)
};

const fr_partners_tt_edu_museums = /** @type {(inputs: Partners_Tt_Edu_MuseumsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visites de musées et d’archives réservées pour vous`)
};

/**
* | output |
* | --- |
* | "Museum and archive visits booked for you" |
*
* @param {Partners_Tt_Edu_MuseumsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_edu_museums = /** @type {((inputs?: Partners_Tt_Edu_MuseumsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Edu_MuseumsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_edu_museums(inputs)
	if (locale === "fr") return fr_partners_tt_edu_museums(inputs)
	return en_partners_tt_edu_museums(inputs)
});