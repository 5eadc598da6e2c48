/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Places_News_ShowingInputs */

const en_places_news_showing = /** @type {(inputs: Places_News_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.count} article`);
	return /** @type {LocalizedString} */ (`Showing ${i?.count} articles`)
	
};

const es_places_news_showing = /** @type {(inputs: Places_News_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrando ${i?.count} artículo`);
	return /** @type {LocalizedString} */ (`Mostrando ${i?.count} artículos`)
	
};

const fr_places_news_showing = /** @type {(inputs: Places_News_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Affichage de ${i?.count} article`);
	return /** @type {LocalizedString} */ (`Affichage de ${i?.count} articles`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {count} article" |
* | * | "Showing {count} articles" |
*
* @param {Places_News_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_news_showing = /** @type {((inputs: Places_News_ShowingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_News_ShowingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_news_showing(inputs)
	if (locale === "fr") return fr_places_news_showing(inputs)
	return en_places_news_showing(inputs)
});