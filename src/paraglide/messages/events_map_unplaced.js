/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Events_Map_UnplacedInputs */

const en_events_map_unplaced = /** @type {(inputs: Events_Map_UnplacedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` ${i?.shown} without a place are only in the list.`);
	return /** @type {LocalizedString} */ (` ${i?.shown} without a place are only in the list.`)
	
};

const es_events_map_unplaced = /** @type {(inputs: Events_Map_UnplacedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` ${i?.shown} sin lugar solo aparece en la lista.`);
	return /** @type {LocalizedString} */ (` ${i?.shown} sin lugar solo aparecen en la lista.`)
	
};

const fr_events_map_unplaced = /** @type {(inputs: Events_Map_UnplacedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (` ${i?.shown} sans lieu ne figure que dans la liste.`);
	return /** @type {LocalizedString} */ (` ${i?.shown} sans lieu ne figurent que dans la liste.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} without a place are only in the list." |
* | * | "{shown} without a place are only in the list." |
*
* @param {Events_Map_UnplacedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_map_unplaced = /** @type {((inputs: Events_Map_UnplacedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Map_UnplacedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_map_unplaced(inputs)
	if (locale === "fr") return fr_events_map_unplaced(inputs)
	return en_events_map_unplaced(inputs)
});