/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Festival_Figure_VenuesInputs */

const en_festival_figure_venues = /** @type {(inputs: Festival_Figure_VenuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`venue`);
	return /** @type {LocalizedString} */ (`venues`)
	
};

const es_festival_figure_venues = /** @type {(inputs: Festival_Figure_VenuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`sede`);
	return /** @type {LocalizedString} */ (`sedes`)
	
};

const fr_festival_figure_venues = /** @type {(inputs: Festival_Figure_VenuesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`lieu`);
	return /** @type {LocalizedString} */ (`lieux`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "venue" |
* | * | "venues" |
*
* @param {Festival_Figure_VenuesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_figure_venues = /** @type {((inputs: Festival_Figure_VenuesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Figure_VenuesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_figure_venues(inputs)
	if (locale === "fr") return fr_festival_figure_venues(inputs)
	return en_festival_figure_venues(inputs)
});