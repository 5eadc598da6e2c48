/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_EverywhereInputs */

const en_ads_everywhere = /** @type {(inputs: Ads_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`everywhere in the placement`)
};

const es_ads_everywhere = /** @type {(inputs: Ads_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en toda la ubicación`)
};

const fr_ads_everywhere = /** @type {(inputs: Ads_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`partout dans l’emplacement`)
};

/**
* | output |
* | --- |
* | "everywhere in the placement" |
*
* @param {Ads_EverywhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_everywhere = /** @type {((inputs?: Ads_EverywhereInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_EverywhereInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_everywhere(inputs)
	if (locale === "fr") return fr_ads_everywhere(inputs)
	return en_ads_everywhere(inputs)
});