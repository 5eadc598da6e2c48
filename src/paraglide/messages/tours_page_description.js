/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tours_Page_DescriptionInputs */

const en_tours_page_description = /** @type {(inputs: Tours_Page_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A self-guided walking tour of Harlem with ${i?.count} point: the route on a map, its story and narration.`);
	return /** @type {LocalizedString} */ (`A self-guided walking tour of Harlem with ${i?.count} points: the route on a map, their stories and narration.`)
	
};

const es_tours_page_description = /** @type {(inputs: Tours_Page_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Un recorrido a pie por Harlem a tu ritmo con ${i?.count} punto: la ruta en un mapa, su historia y narración.`);
	return /** @type {LocalizedString} */ (`Un recorrido a pie por Harlem a tu ritmo con ${i?.count} puntos: la ruta en un mapa, sus historias y narración.`)
	
};

const fr_tours_page_description = /** @type {(inputs: Tours_Page_DescriptionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Une visite à pied de Harlem à votre rythme, avec une étape : l’itinéraire sur une carte, son histoire et sa narration.`);
	return /** @type {LocalizedString} */ (`Une visite à pied de Harlem à votre rythme, avec ${i?.count} étapes : l’itinéraire sur une carte, leurs histoires et leur narration.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A self-guided walking tour of Harlem with {count} point: the route on a map, its story and narration." |
* | * | "A self-guided walking tour of Harlem with {count} points: the route on a map, their stories and narration." |
*
* @param {Tours_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_page_description = /** @type {((inputs: Tours_Page_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Page_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_page_description(inputs)
	if (locale === "fr") return fr_tours_page_description(inputs)
	return en_tours_page_description(inputs)
});