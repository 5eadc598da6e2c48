/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Businesses_Map_Note_UnplacedInputs */

const en_businesses_map_note_unplaced = /** @type {(inputs: Businesses_Map_Note_UnplacedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` ${i?.count} without a location are only in the list.`);
	return /** @type {LocalizedString} */ (` ${i?.count} without a location are only in the list.`)
	
};

const es_businesses_map_note_unplaced = /** @type {(inputs: Businesses_Map_Note_UnplacedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` ${i?.count} sin ubicación solo aparece en la lista.`);
	return /** @type {LocalizedString} */ (` ${i?.count} sin ubicación solo aparecen en la lista.`)
	
};

const fr_businesses_map_note_unplaced = /** @type {(inputs: Businesses_Map_Note_UnplacedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` ${i?.count} sans position ne figure que dans la liste.`);
	return /** @type {LocalizedString} */ (` ${i?.count} sans position ne figurent que dans la liste.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} without a location are only in the list." |
* | * | "{count} without a location are only in the list." |
*
* @param {Businesses_Map_Note_UnplacedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_map_note_unplaced = /** @type {((inputs: Businesses_Map_Note_UnplacedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Map_Note_UnplacedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_map_note_unplaced(inputs)
	if (locale === "fr") return fr_businesses_map_note_unplaced(inputs)
	return en_businesses_map_note_unplaced(inputs)
});