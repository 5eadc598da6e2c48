/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Trains_456Inputs */

const en_info_vc_trains_456 = /** @type {(inputs: Info_Vc_Trains_456Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4, 5 and 6 trains`)
};

const es_info_vc_trains_456 = /** @type {(inputs: Info_Vc_Trains_456Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenes 4, 5 y 6`)
};

const fr_info_vc_trains_456 = /** @type {(inputs: Info_Vc_Trains_456Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lignes 4, 5 et 6`)
};

/**
* | output |
* | --- |
* | "4, 5 and 6 trains" |
*
* @param {Info_Vc_Trains_456Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_trains_456 = /** @type {((inputs?: Info_Vc_Trains_456Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Trains_456Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_trains_456(inputs)
	if (locale === "fr") return fr_info_vc_trains_456(inputs)
	return en_info_vc_trains_456(inputs)
});