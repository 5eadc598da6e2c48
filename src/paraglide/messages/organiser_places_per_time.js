/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Places_Per_TimeInputs */

const en_organiser_places_per_time = /** @type {(inputs: Organiser_Places_Per_TimeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place per time`);
	return /** @type {LocalizedString} */ (`${i?.count} places per time`)
	
};

const es_organiser_places_per_time = /** @type {(inputs: Organiser_Places_Per_TimeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} lugar por horario`);
	return /** @type {LocalizedString} */ (`${i?.count} lugares por horario`)
	
};

const fr_organiser_places_per_time = /** @type {(inputs: Organiser_Places_Per_TimeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} place par créneau`);
	return /** @type {LocalizedString} */ (`${i?.count} places par créneau`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} place per time" |
* | * | "{count} places per time" |
*
* @param {Organiser_Places_Per_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_places_per_time = /** @type {((inputs: Organiser_Places_Per_TimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Places_Per_TimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_places_per_time(inputs)
	if (locale === "fr") return fr_organiser_places_per_time(inputs)
	return en_organiser_places_per_time(inputs)
});