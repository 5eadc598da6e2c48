/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Trains_23Inputs */

const en_info_vc_trains_23 = /** @type {(inputs: Info_Vc_Trains_23Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 and 3 trains`)
};

const es_info_vc_trains_23 = /** @type {(inputs: Info_Vc_Trains_23Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenes 2 y 3`)
};

const fr_info_vc_trains_23 = /** @type {(inputs: Info_Vc_Trains_23Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lignes 2 et 3`)
};

/**
* | output |
* | --- |
* | "2 and 3 trains" |
*
* @param {Info_Vc_Trains_23Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_trains_23 = /** @type {((inputs?: Info_Vc_Trains_23Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Trains_23Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_trains_23(inputs)
	if (locale === "fr") return fr_info_vc_trains_23(inputs)
	return en_info_vc_trains_23(inputs)
});