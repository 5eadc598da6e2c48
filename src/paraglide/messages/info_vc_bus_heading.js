/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Bus_HeadingInputs */

const en_info_vc_bus_heading = /** @type {(inputs: Info_Vc_Bus_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By bus, rail and car`)
};

const es_info_vc_bus_heading = /** @type {(inputs: Info_Vc_Bus_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En autobús, tren o carro`)
};

const fr_info_vc_bus_heading = /** @type {(inputs: Info_Vc_Bus_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En bus, en train et en voiture`)
};

/**
* | output |
* | --- |
* | "By bus, rail and car" |
*
* @param {Info_Vc_Bus_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_bus_heading = /** @type {((inputs?: Info_Vc_Bus_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Bus_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_bus_heading(inputs)
	if (locale === "fr") return fr_info_vc_bus_heading(inputs)
	return en_info_vc_bus_heading(inputs)
});