/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, nouns: NonNullable<unknown> }} Notices_Map_ClusterInputs */

const en_notices_map_cluster = /** @type {(inputs: Notices_Map_ClusterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.nouns} here, zoom in`)
};

const es_notices_map_cluster = /** @type {(inputs: Notices_Map_ClusterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.nouns} aquí; amplía el mapa`)
};

const fr_notices_map_cluster = /** @type {(inputs: Notices_Map_ClusterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ${i?.nouns} ici ; zoomez pour les voir`)
};

/**
* | output |
* | --- |
* | "{count} {nouns} here, zoom in" |
*
* @param {Notices_Map_ClusterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_map_cluster = /** @type {((inputs: Notices_Map_ClusterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Map_ClusterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_map_cluster(inputs)
	if (locale === "fr") return fr_notices_map_cluster(inputs)
	return en_notices_map_cluster(inputs)
});