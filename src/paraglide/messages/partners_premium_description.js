/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Premium_DescriptionInputs */

const en_partners_premium_description = /** @type {(inputs: Partners_Premium_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Premium: video tours, members-only events and direct messages to business owners.`)
};

const es_partners_premium_description = /** @type {(inputs: Partners_Premium_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Premium: recorridos en video, eventos exclusivos para miembros y mensajes directos a los dueños de negocios.`)
};

const fr_partners_premium_description = /** @type {(inputs: Partners_Premium_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Premium : visites vidéo, événements réservés aux membres et messages directs aux propriétaires des commerces.`)
};

/**
* | output |
* | --- |
* | "Harlem Premium: video tours, members-only events and direct messages to business owners." |
*
* @param {Partners_Premium_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_premium_description = /** @type {((inputs?: Partners_Premium_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Premium_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_premium_description(inputs)
	if (locale === "fr") return fr_partners_premium_description(inputs)
	return en_partners_premium_description(inputs)
});