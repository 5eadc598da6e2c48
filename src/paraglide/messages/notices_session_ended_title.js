/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Session_Ended_TitleInputs */

const en_notices_session_ended_title = /** @type {(inputs: Notices_Session_Ended_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unauthorized`)
};

const es_notices_session_ended_title = /** @type {(inputs: Notices_Session_Ended_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu sesión expiró`)
};

const fr_notices_session_ended_title = /** @type {(inputs: Notices_Session_Ended_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session expirée`)
};

/**
* | output |
* | --- |
* | "Unauthorized" |
*
* @param {Notices_Session_Ended_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_session_ended_title = /** @type {((inputs?: Notices_Session_Ended_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Session_Ended_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_session_ended_title(inputs)
	if (locale === "fr") return fr_notices_session_ended_title(inputs)
	return en_notices_session_ended_title(inputs)
});