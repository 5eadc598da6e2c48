/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Hours_HeadingInputs */

const en_info_vc_hours_heading = /** @type {(inputs: Info_Vc_Hours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening hours`)
};

const es_info_vc_hours_heading = /** @type {(inputs: Info_Vc_Hours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horario de atención`)
};

const fr_info_vc_hours_heading = /** @type {(inputs: Info_Vc_Hours_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horaires d’ouverture`)
};

/**
* | output |
* | --- |
* | "Opening hours" |
*
* @param {Info_Vc_Hours_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_hours_heading = /** @type {((inputs?: Info_Vc_Hours_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Hours_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_hours_heading(inputs)
	if (locale === "fr") return fr_info_vc_hours_heading(inputs)
	return en_info_vc_hours_heading(inputs)
});