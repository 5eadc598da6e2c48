/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Members_Only_BeforeInputs */

const en_events_members_only_before = /** @type {(inputs: Events_Members_Only_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A members-only event: registration needs a `)
};

const es_events_members_only_before = /** @type {(inputs: Events_Members_Only_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento solo para socios: para inscribirse se necesita una `)
};

const fr_events_members_only_before = /** @type {(inputs: Events_Members_Only_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement réservé aux membres : l’inscription demande une `)
};

/**
* | output |
* | --- |
* | "A members-only event: registration needs a" |
*
* @param {Events_Members_Only_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_members_only_before = /** @type {((inputs?: Events_Members_Only_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Members_Only_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_members_only_before(inputs)
	if (locale === "fr") return fr_events_members_only_before(inputs)
	return en_events_members_only_before(inputs)
});