/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Heading_SubscribedInputs */

const en_partners_nl_heading_subscribed = /** @type {(inputs: Partners_Nl_Heading_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're Already Subscribed`)
};

const es_partners_nl_heading_subscribed = /** @type {(inputs: Partners_Nl_Heading_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya estás suscrito`)
};

const fr_partners_nl_heading_subscribed = /** @type {(inputs: Partners_Nl_Heading_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déjà abonné`)
};

/**
* | output |
* | --- |
* | "You're Already Subscribed" |
*
* @param {Partners_Nl_Heading_SubscribedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_heading_subscribed = /** @type {((inputs?: Partners_Nl_Heading_SubscribedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Heading_SubscribedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_heading_subscribed(inputs)
	if (locale === "fr") return fr_partners_nl_heading_subscribed(inputs)
	return en_partners_nl_heading_subscribed(inputs)
});