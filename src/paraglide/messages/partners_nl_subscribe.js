/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_SubscribeInputs */

const en_partners_nl_subscribe = /** @type {(inputs: Partners_Nl_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const es_partners_nl_subscribe = /** @type {(inputs: Partners_Nl_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirme`)
};

const fr_partners_nl_subscribe = /** @type {(inputs: Partners_Nl_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’abonner`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Partners_Nl_SubscribeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_subscribe = /** @type {((inputs?: Partners_Nl_SubscribeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_SubscribeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_subscribe(inputs)
	if (locale === "fr") return fr_partners_nl_subscribe(inputs)
	return en_partners_nl_subscribe(inputs)
});