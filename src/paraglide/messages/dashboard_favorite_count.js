/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Favorite_CountInputs */

const en_dashboard_favorite_count = /** @type {(inputs: Dashboard_Favorite_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} favorite place`);
	return /** @type {LocalizedString} */ (`${i?.count} favorite places`)
	
};

const es_dashboard_favorite_count = /** @type {(inputs: Dashboard_Favorite_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar favorito`);
	return /** @type {LocalizedString} */ (`${i?.count} lugares favoritos`)
	
};

const fr_dashboard_favorite_count = /** @type {(inputs: Dashboard_Favorite_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lieu favori`);
	return /** @type {LocalizedString} */ (`${i?.count} lieux favoris`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} favorite place" |
* | * | "{count} favorite places" |
*
* @param {Dashboard_Favorite_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_favorite_count = /** @type {((inputs: Dashboard_Favorite_CountInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Favorite_CountInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_favorite_count(inputs)
	if (locale === "fr") return fr_dashboard_favorite_count(inputs)
	return en_dashboard_favorite_count(inputs)
});