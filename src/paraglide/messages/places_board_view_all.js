/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Places_Board_View_AllInputs */

const en_places_board_view_all = /** @type {(inputs: Places_Board_View_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`View all ${i?.count} business`);
	return /** @type {LocalizedString} */ (`View all ${i?.count} businesses`)
	
};

const es_places_board_view_all = /** @type {(inputs: Places_Board_View_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ver ${i?.count} negocio`);
	return /** @type {LocalizedString} */ (`Ver los ${i?.count} negocios`)
	
};

const fr_places_board_view_all = /** @type {(inputs: Places_Board_View_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Voir ${i?.count} commerce`);
	return /** @type {LocalizedString} */ (`Voir les ${i?.count} commerces`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "View all {count} business" |
* | * | "View all {count} businesses" |
*
* @param {Places_Board_View_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const places_board_view_all = /** @type {((inputs: Places_Board_View_AllInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Board_View_AllInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_places_board_view_all(inputs)
	if (locale === "fr") return fr_places_board_view_all(inputs)
	return en_places_board_view_all(inputs)
});