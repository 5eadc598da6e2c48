/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Members_Only_Open_BeforeInputs */

const en_events_members_only_open_before = /** @type {(inputs: Events_Members_Only_Open_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a members-only event: registration is open to `)
};

const es_events_members_only_open_before = /** @type {(inputs: Events_Members_Only_Open_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento es solo para socios: la inscripción está abierta a los `)
};

const fr_events_members_only_open_before = /** @type {(inputs: Events_Members_Only_Open_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est réservé aux membres : l’inscription est ouverte aux `)
};

/**
* | output |
* | --- |
* | "This is a members-only event: registration is open to" |
*
* @param {Events_Members_Only_Open_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_members_only_open_before = /** @type {((inputs?: Events_Members_Only_Open_BeforeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Members_Only_Open_BeforeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_members_only_open_before(inputs)
	if (locale === "fr") return fr_events_members_only_open_before(inputs)
	return en_events_members_only_open_before(inputs)
});