/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Auth_RequiredInputs */

const en_events_auth_required = /** @type {(inputs: Events_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Required`)
};

const es_events_auth_required = /** @type {(inputs: Events_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es necesario iniciar sesión`)
};

const fr_events_auth_required = /** @type {(inputs: Events_Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

/**
* | output |
* | --- |
* | "Authentication Required" |
*
* @param {Events_Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_auth_required = /** @type {((inputs?: Events_Auth_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Auth_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_auth_required(inputs)
	if (locale === "fr") return fr_events_auth_required(inputs)
	return en_events_auth_required(inputs)
});