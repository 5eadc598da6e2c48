/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Page_AddressInputs */

const en_share_page_address = /** @type {(inputs: Share_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page address`)
};

const es_share_page_address = /** @type {(inputs: Share_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de la página`)
};

const fr_share_page_address = /** @type {(inputs: Share_Page_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse de la page`)
};

/**
* | output |
* | --- |
* | "Page address" |
*
* @param {Share_Page_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_page_address = /** @type {((inputs?: Share_Page_AddressInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Page_AddressInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_page_address(inputs)
	if (locale === "fr") return fr_share_page_address(inputs)
	return en_share_page_address(inputs)
});