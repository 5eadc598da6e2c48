/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_VenuesInputs */

const en_info_access_venues = /** @type {(inputs: Info_Access_VenuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places and events state their step-free entrances, accessible restrooms, seating and assistance when their owners have told us: filter the [events] by them.`)
};

const es_info_access_venues = /** @type {(inputs: Info_Access_VenuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lugares y eventos indican sus entradas sin escalones, baños accesibles, asientos y asistencia cuando sus responsables nos lo han dicho: filtra los [eventos] según estos criterios.`)
};

const fr_info_access_venues = /** @type {(inputs: Info_Access_VenuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lieux et les événements précisent leurs entrées de plain-pied, toilettes accessibles, places assises et aide sur place quand leurs responsables nous l’ont indiqué : filtrez les [événements] selon ces critères.`)
};

/**
* | output |
* | --- |
* | "Places and events state their step-free entrances, accessible restrooms, seating and assistance when their owners have told us: filter the [events] by them." |
*
* @param {Info_Access_VenuesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_venues = /** @type {((inputs?: Info_Access_VenuesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_VenuesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_venues(inputs)
	if (locale === "fr") return fr_info_access_venues(inputs)
	return en_info_access_venues(inputs)
});