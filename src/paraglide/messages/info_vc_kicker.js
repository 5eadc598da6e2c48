/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_KickerInputs */

const en_info_vc_kicker = /** @type {(inputs: Info_Vc_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan in person`)
};

const es_info_vc_kicker = /** @type {(inputs: Info_Vc_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica en persona`)
};

const fr_info_vc_kicker = /** @type {(inputs: Info_Vc_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer sa visite sur place`)
};

/**
* | output |
* | --- |
* | "Plan in person" |
*
* @param {Info_Vc_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_kicker = /** @type {((inputs?: Info_Vc_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_kicker(inputs)
	if (locale === "fr") return fr_info_vc_kicker(inputs)
	return en_info_vc_kicker(inputs)
});