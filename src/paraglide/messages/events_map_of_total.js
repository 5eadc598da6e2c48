/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Events_Map_Of_TotalInputs */

const en_events_map_of_total = /** @type {(inputs: Events_Map_Of_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (of ${i?.total})`)
};

const es_events_map_of_total = /** @type {(inputs: Events_Map_Of_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (de ${i?.total})`)
};

const fr_events_map_of_total = /** @type {(inputs: Events_Map_Of_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (sur ${i?.total})`)
};

/**
* | output |
* | --- |
* | "(of {total})" |
*
* @param {Events_Map_Of_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_map_of_total = /** @type {((inputs: Events_Map_Of_TotalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Map_Of_TotalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_map_of_total(inputs)
	if (locale === "fr") return fr_events_map_of_total(inputs)
	return en_events_map_of_total(inputs)
});