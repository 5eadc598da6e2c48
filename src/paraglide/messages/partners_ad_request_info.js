/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Request_InfoInputs */

const en_partners_ad_request_info = /** @type {(inputs: Partners_Ad_Request_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request information`)
};

const es_partners_ad_request_info = /** @type {(inputs: Partners_Ad_Request_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitar información`)
};

const fr_partners_ad_request_info = /** @type {(inputs: Partners_Ad_Request_InfoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander des informations`)
};

/**
* | output |
* | --- |
* | "Request information" |
*
* @param {Partners_Ad_Request_InfoInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_request_info = /** @type {((inputs?: Partners_Ad_Request_InfoInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Request_InfoInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_request_info(inputs)
	if (locale === "fr") return fr_partners_ad_request_info(inputs)
	return en_partners_ad_request_info(inputs)
});