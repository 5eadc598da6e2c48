/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_StarsInputs */

const en_businesses_stars = /** @type {(inputs: Businesses_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	return /** @type {LocalizedString} */ (`${i?.count} stars`)
	
};

const es_businesses_stars = /** @type {(inputs: Businesses_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrella`);
	return /** @type {LocalizedString} */ (`${i?.count} estrellas`)
	
};

const fr_businesses_stars = /** @type {(inputs: Businesses_StarsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	return /** @type {LocalizedString} */ (`${i?.count} étoiles`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | * | "{count} stars" |
*
* @param {Businesses_StarsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_stars = /** @type {((inputs: Businesses_StarsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_StarsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_stars(inputs)
	if (locale === "fr") return fr_businesses_stars(inputs)
	return en_businesses_stars(inputs)
});