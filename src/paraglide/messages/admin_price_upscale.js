/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Price_UpscaleInputs */

const en_admin_price_upscale = /** @type {(inputs: Admin_Price_UpscaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upscale`)
};

const es_admin_price_upscale = /** @type {(inputs: Admin_Price_UpscaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegante`)
};

const fr_admin_price_upscale = /** @type {(inputs: Admin_Price_UpscaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haut de gamme`)
};

/**
* | output |
* | --- |
* | "Upscale" |
*
* @param {Admin_Price_UpscaleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_price_upscale = /** @type {((inputs?: Admin_Price_UpscaleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Price_UpscaleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_price_upscale(inputs)
	if (locale === "fr") return fr_admin_price_upscale(inputs)
	return en_admin_price_upscale(inputs)
});