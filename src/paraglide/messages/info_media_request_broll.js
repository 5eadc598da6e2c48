/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Media_Request_BrollInputs */

const en_info_media_request_broll = /** @type {(inputs: Info_Media_Request_BrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request B-Roll`)
};

const es_info_media_request_broll = /** @type {(inputs: Info_Media_Request_BrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar material B-roll`)
};

const fr_info_media_request_broll = /** @type {(inputs: Info_Media_Request_BrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander des plans de coupe`)
};

/**
* | output |
* | --- |
* | "Request B-Roll" |
*
* @param {Info_Media_Request_BrollInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_media_request_broll = /** @type {((inputs?: Info_Media_Request_BrollInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Media_Request_BrollInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_media_request_broll(inputs)
	if (locale === "fr") return fr_info_media_request_broll(inputs)
	return en_info_media_request_broll(inputs)
});