/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Count_VenuesInputs */

const en_festival_count_venues = /** @type {(inputs: Festival_Count_VenuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} venue`);
	return /** @type {LocalizedString} */ (`${i?.count} venues`)
	
};

const es_festival_count_venues = /** @type {(inputs: Festival_Count_VenuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} sede`);
	return /** @type {LocalizedString} */ (`${i?.count} sedes`)
	
};

const fr_festival_count_venues = /** @type {(inputs: Festival_Count_VenuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lieu`);
	return /** @type {LocalizedString} */ (`${i?.count} lieux`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} venue" |
* | * | "{count} venues" |
*
* @param {Festival_Count_VenuesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_count_venues = /** @type {((inputs: Festival_Count_VenuesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Count_VenuesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_count_venues(inputs)
	if (locale === "fr") return fr_festival_count_venues(inputs)
	return en_festival_count_venues(inputs)
});