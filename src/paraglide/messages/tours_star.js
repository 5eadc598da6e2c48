/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tours_StarInputs */

const en_tours_star = /** @type {(inputs: Tours_StarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} star`);
	return /** @type {LocalizedString} */ (`${i?.count} stars`)
	
};

const es_tours_star = /** @type {(inputs: Tours_StarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} estrella`);
	return /** @type {LocalizedString} */ (`${i?.count} estrellas`)
	
};

const fr_tours_star = /** @type {(inputs: Tours_StarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} étoile`);
	return /** @type {LocalizedString} */ (`${i?.count} étoiles`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | * | "{count} stars" |
*
* @param {Tours_StarInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_star = /** @type {((inputs: Tours_StarInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_StarInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_star(inputs)
	if (locale === "fr") return fr_tours_star(inputs)
	return en_tours_star(inputs)
});