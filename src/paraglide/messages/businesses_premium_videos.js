/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Premium_VideosInputs */

const en_businesses_premium_videos = /** @type {(inputs: Businesses_Premium_VideosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` (${i?.count} available)`);
	return /** @type {LocalizedString} */ (` (${i?.count} available)`)
	
};

const es_businesses_premium_videos = /** @type {(inputs: Businesses_Premium_VideosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` (${i?.count} disponible)`);
	return /** @type {LocalizedString} */ (` (${i?.count} disponibles)`)
	
};

const fr_businesses_premium_videos = /** @type {(inputs: Businesses_Premium_VideosInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` (${i?.count} disponible)`);
	return /** @type {LocalizedString} */ (` (${i?.count} disponibles)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} available)" |
* | * | "({count} available)" |
*
* @param {Businesses_Premium_VideosInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_premium_videos = /** @type {((inputs: Businesses_Premium_VideosInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Premium_VideosInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_premium_videos(inputs)
	if (locale === "fr") return fr_businesses_premium_videos(inputs)
	return en_businesses_premium_videos(inputs)
});